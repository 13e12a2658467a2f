// The bytes the heap hands out while a block runs, counted through the
// sanitizer's malloc hook (every target links AddressSanitizer): a bound on
// them fails an input that allocates more than its size warrants, whatever
// the machine's load, where a time limit could only be generous.

@_silgen_name("__sanitizer_install_malloc_and_free_hooks")
private func installSanitizerHooks(_ malloc: @convention(c) (UnsafeRawPointer?, Int) -> Void,
                                   _ free: @convention(c) (UnsafeRawPointer?) -> Void) -> Int32

private nonisolated(unsafe) var allocatedSoFar = 0

private let hooksInstalled: Bool = {
    installSanitizerHooks({ _, size in allocatedSoFar &+= size }, { _ in }) != 0
}()

/// What `body` returns, and the bytes allocated while it ran (freed ones included).
func allocations<T>(_ body: () -> T) -> (result: T, bytes: Int) {
    require(hooksInstalled, "the sanitizer's malloc hook could not be installed")
    let before = allocatedSoFar
    let result = body()
    return (result, allocatedSoFar &- before)
}
