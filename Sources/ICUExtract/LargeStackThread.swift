#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a stack of a chosen size, for
/// recursion whose depth grows with its input (swift-syntax's parser and tree
/// walk). The stack is mapped without reserving memory (`MAP_NORESERVE`), so
/// only the pages the work touches are used, and unmapped when the work is done.
enum LargeStackThread {
    /// The work, without its result's type: a C thread's entry point cannot name a generic type.
    private final class Job: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// `work`'s result, or nil when no thread with such a stack could be started.
    static func run<Result>(stackSize: Int, _ work: @escaping () -> Result) -> Result? {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let size = (stackSize + page - 1) / page * page + page  // one guard page below
        #if canImport(Darwin)
        let flags = MAP_PRIVATE | MAP_ANON
        #else
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK
        #endif
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0), memory != MAP_FAILED else { return nil }
        defer { munmap(memory, size) }
        guard mprotect(memory, page, PROT_NONE) == 0 else { return nil }

        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstack(&attributes, memory + page, size - page) == 0 else { return nil }

        var result: Result?
        let job = Job { result = work() }
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, &attributes, { context in
            Unmanaged<Job>.fromOpaque(context!).takeUnretainedValue().work()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        Unmanaged<Job>.fromOpaque(context).release()
        return result
    }
}
