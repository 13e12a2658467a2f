/// One kind of thing a ``FormatterPool`` hands out: how a request of that kind
/// maps to a key and how to make what the pool keeps for it.
///
/// A request is the caller's locale (or `nil` for the pool's current one) and a
/// `Spec`, everything else the result depends on (a style; a zone and a
/// pattern …). Both are passed to the pool's storage as they are, borrowed: the
/// fast path compares them with the thread's last request of the kind and
/// copies nothing. What the pool keeps is the shared storage of a format, so
/// that handing one out is one retain. The storage owns every cache (the
/// per-thread front, the queue-guarded entries); a request kind only describes.
/// Adding a pooled kind is one request type, beside its service, and one
/// ``FormatterPool/Kind`` case and one ``FormatterPool/Key`` case in the registry
/// (`Pool/FormatterPool+Kinds.swift`).
protocol PoolRequest {
    /// What the request depends on besides the locale, such as a `NumberFormat.Style`.
    associatedtype Spec: Hashable & Sendable
    /// What the pool keeps and hands out, such as `NumberFormat.Storage`.
    associatedtype Pooled: AnyObject & Sendable

    /// This request's kind, which places its last answer in a thread's front.
    static var kind: FormatterPool.Kind { get }

    /// The pool's key for a request in `locale` (the named one, or the current one).
    static func key(_ locale: LocaleID, _ spec: Spec) -> FormatterPool.Key

    /// Makes the pooled object on a miss, on the caller's thread.
    ///
    /// - Parameters:
    ///   - locale: The resolved, validated locale.
    ///   - pool: The pool, for kinds built from other pooled values.
    static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> Pooled
}
