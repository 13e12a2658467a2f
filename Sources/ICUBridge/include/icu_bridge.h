// icu_bridge.h — the conventions of the C interface the Swift library sees:
// one header per ICU header prefix, `icub_<prefix>.h`, beside this one.
//
// The module is this folder: with no `include/ICUBridge.h`, SwiftPM makes
// `include/` an umbrella directory, so every header in it is part of the
// `ICUBridge` module without being listed anywhere (a header named
// `ICUBridge.h` would become the umbrella and end that). Each bridge file
// includes its own prefix's header first, which keeps every header
// self-contained.
//
// Not a stable API: the library's Internals folder calls it, and the tests
// and benchmarks measure it. Names may change with the library.
//
// Why these headers include no ICU header: Foundation on Linux carries its own
// ICU module (_FoundationICU) whose `UErrorCode`, `UChar`, … clash with the
// system ICU's when one Swift module sees both. The headers therefore speak
// plain C only: integers, `char` UTF-8 text, and handle types of their own.
// ICU's headers are included by the bridge's .c files alone.
//
// Conventions, everywhere:
// - Functions are named `icub_<ICU prefix>_<what>`: `icub_unumf_open` wraps
//   `unumf_openForSkeletonAndLocaleWithError`, and lives in unumf.c.
// - `status` is ICU's UErrorCode as an int32_t: only a value > 0 is a failure.
// - Text goes in as UTF-8 with an explicit byte length (embedded NULs allowed)
//   unless a parameter is documented as a C string (locale IDs are).
// - Text comes out as UTF-8 into `dest`/`capacity`; the return value is the
//   full length in bytes. When it exceeds `capacity`, `status` is
//   ICUB_BUFFER_OVERFLOW_ERROR and the caller retries with a larger buffer
//   (ICU's preflighting convention). No NUL terminator is promised.
// - Positions reported back into an input (parse errors) are UTF-8 offsets.
// - Handles are pointers to structs of their own (`icub_unumf *`), complete
//   only so that Swift imports each as its own pointer type: never dereferenced.
// - Names carry no ICU version suffix: the .c files are compiled against the
//   distribution's headers, whose renaming macros pick the versioned symbols.
