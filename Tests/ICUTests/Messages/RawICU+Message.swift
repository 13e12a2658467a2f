import FoundationEssentials
@testable import ICU
import ICUBridge

extension RawICU {
    /// `MessageFormat::format` on a format of its own, opened for this call,
    /// with the arguments as given: no check of names or types.
    static func message(_ pattern: String, locale: String, zone: String,
                        _ arguments: [(String, MessageArgument)]) -> String? {
        var status: Int32 = 0
        var offset: Int32 = -1
        let bytes = Array(pattern.utf8)
        guard let format = bytes.withUnsafeBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                icub_msgfmt_open(locale, zone, $0.baseAddress, Int32($0.count), &offset, &status)
            }
        }), status <= 0 else { return nil }
        defer { icub_msgfmt_close(format) }
        // Names and texts copied to C strings that outlive the call.
        var owned: [UnsafeMutablePointer<CChar>] = []
        defer { owned.forEach { $0.deallocate() } }
        func copy(_ text: String) -> (UnsafePointer<CChar>, Int32) {
            let bytes = Array(text.utf8)
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            bytes.withUnsafeBytes { UnsafeMutableRawPointer(pointer).copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
            pointer[bytes.count] = 0
            owned.append(pointer)
            return (UnsafePointer(pointer), Int32(bytes.count))
        }
        let args: [icub_msgfmt_arg] = arguments.map { name, value in
            let (namePointer, nameLength) = copy(name)
            var arg = icub_msgfmt_arg(name: namePointer, name_length: nameLength, type: 0, integer: 0, number: 0,
                                      text: nil, text_length: 0)
            switch value {
            case .integer(let v): arg.type = Int32(ICUB_MSGFMT_VALUE_INT64); arg.integer = Int64(v)
            case .double(let v): arg.type = Int32(ICUB_MSGFMT_VALUE_DOUBLE); arg.number = v
            case .decimal(let t): arg.type = Int32(ICUB_MSGFMT_VALUE_DECIMAL); (arg.text, arg.text_length) = copy(t)
            case .string(let t): arg.type = Int32(ICUB_MSGFMT_VALUE_STRING); (arg.text, arg.text_length) = copy(t)
            case .date(let d): arg.type = Int32(ICUB_MSGFMT_VALUE_DATE); arg.number = d.timeIntervalSince1970 * 1000
            }
            return arg
        }
        return args.withUnsafeBufferPointer { buffer in
            text { icub_msgfmt_format(format, buffer.baseAddress, Int32(buffer.count), $0, $1, &$2) }
        }
    }
}
