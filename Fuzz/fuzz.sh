#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets against the library's sources
# (AddressSanitizer, libFuzzer coverage), runs them, and reproduces crash files.
#
#   Fuzz/fuzz.sh build [TARGET...]                 build (all targets by default)
#   Fuzz/fuzz.sh run [--time S] [--runs N] [TARGET...] [-- LIBFUZZER_FLAG...]
#                                                  build, then fuzz each target in turn
#                                                  for S seconds (default 60) or N inputs;
#                                                  exit 1 when a target found anything
#   Fuzz/fuzz.sh repro TARGET FILE...              build, run TARGET once on each FILE
#                                                  and print what the input tests
#   Fuzz/fuzz.sh list                              the targets
#
# Environment: FUZZ_KNOWN_DEFECTS=check stops skipping the inputs listed in
# Targets/Support/KnownDefects.swift; FUZZ_NICE (default 10) is the nice level
# of fuzzing runs; FUZZ_OPT (default -O) the Swift optimization level.
# Needs: the Swift toolchain (its clang and sanitizer runtimes), libicu-dev, pkg-config.
set -euo pipefail

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz_dir")
build=$fuzz_dir/.build
targets=(locale locale-names locale-conventions number-format number-parse number-options date pattern-generator plural batch-reader accept-language
         strings-file message-format cache-keys plist-xml plist-binary resources printf)

# The dictionary of each target (Fuzz/dictionaries) and its longest input.
dictionary() {
    case $1 in
        locale|locale-names|locale-conventions) echo locale ;;
        number-format|number-parse|plural) echo number ;;
        number-options) echo options ;;
        date|pattern-generator) echo date ;;
        batch-reader) echo batch ;;
        accept-language) echo accept-language ;;
        strings-file|message-format|plist-xml|plist-binary|resources) echo strings ;;
        cache-keys) echo cache-keys ;;
        printf) ;;  # selector bytes and a value's bits: no tokens to offer
    esac
}
max_len() {
    case $1 in
        batch-reader) echo 512 ;;
        accept-language) echo 2048 ;;
        strings-file|resources) echo 4096 ;;
        message-format) echo 1024 ;;
        plist-xml|plist-binary) echo 2048 ;;
        *) echo 256 ;;
    esac
}
# The CLI files the batch-reader target tests, compiled without the CLI's @main.
# Seconds one input may take: 10, but 30 for `date`, where ICU 72's
# islamic-umalqura calendar (ar_SA) takes over a second per format under ASan
# at the ends of its range (F19), and more on a loaded machine.
input_timeout() {
    case $1 in
        date) echo 30 ;;
        plist-xml|plist-binary) echo 3 ;;
        resources) echo 5 ;;
        *) echo 10 ;;
    esac
}
# Megabytes of memory a target may hold: 2048, but 1024 for the property-list
# targets, whose inputs are bounded in size (their reads also in allocations),
# and for `resources`, whose inputs are a bundle's files and whose budget is the point.
rss_limit() {
    case $1 in
        plist-xml|plist-binary|resources) echo 1024 ;;
        *) echo 2048 ;;
    esac
}
cli_sources=("$root/Sources/icufmt/LineReader.swift" "$root/Sources/icufmt/Output.swift" "$root/Sources/icufmt/ProcessExit.swift")
# The tests' property-list writer, which the property-list targets write their files with.
plist_writer=("$root/Tests/ICUTests/LocalizedStrings/PropertyListWriter.swift")

die() { echo "fuzz.sh: $*" >&2; exit 2; }

is_target() { local t; for t in "${targets[@]}"; do [ "$t" = "$1" ] && return 0; done; return 1; }

swift_opt=${FUZZ_OPT:--O}
sanitize=(-sanitize=fuzzer,address)

stamp_of() { cat "$@" | sha256sum | cut -c1-16; echo "$swift_opt"; }

# The bridge (C) and the library (one Swift module, ICU), built once for every target.
build_library() {
    local lib=$build/lib
    mkdir -p "$lib/bridge" "$lib/modules/ICUBridge"
    local swift_sources
    mapfile -t swift_sources < <(find "$root/Sources/ICU" -name '*.swift' -not -path '*.docc/*' | sort)
    local c_sources
    mapfile -t c_sources < <(find "$root/Sources/ICUBridge" -name '*.c' -o -name '*.cpp' | sort)
    local stamp
    stamp=$(stamp_of "${swift_sources[@]}" "${c_sources[@]}" "$root"/Sources/ICUBridge/*.h "$root"/Sources/ICUBridge/include/*.h "$0")
    if [ -f "$lib/stamp" ] && [ "$(cat "$lib/stamp")" = "$stamp" ]; then return 0; fi
    echo "fuzz.sh: building the library (bridge and ICU module, ASan + coverage)" >&2
    rm -f "$lib"/bridge/*.o "$lib/stamp"
    # C and C++ (unum_fields.cpp calls ICU's C++ API: the targets link libstdc++).
    local c
    for c in "${c_sources[@]}"; do
        clang -c -O1 -g -fsanitize=address,fuzzer-no-link $(pkg-config --cflags icu-i18n) \
            -I "$root/Sources/ICUBridge/include" -I "$root/Sources/ICUBridge" \
            "$c" -o "$lib/bridge/$(basename "$c").o"
    done
    printf 'module ICUBridge {\n    umbrella header "%s"\n    export *\n}\n' \
        "$root/Sources/ICUBridge/include/icu_bridge.h" > "$lib/modules/ICUBridge/module.modulemap"
    # -sanitize=fuzzer only instruments here: nothing is linked.
    swiftc -module-name ICU -parse-as-library -wmo "$swift_opt" -g "${sanitize[@]}" \
        -I "$lib/modules" -emit-module -emit-module-path "$lib/ICU.swiftmodule" \
        -c "${swift_sources[@]}" -o "$lib/ICU.o"
    echo "$stamp" > "$lib/stamp"
}

build_target() {
    local t=$1 lib=$build/lib bin=$build/bin
    mkdir -p "$bin"
    local sources=("$fuzz_dir/Targets/$t.swift" "$fuzz_dir"/Targets/Support/*.swift)
    [ "$t" = batch-reader ] && sources+=("${cli_sources[@]}")
    case $t in plist-*) sources+=("${plist_writer[@]}") ;; esac
    local stamp
    stamp=$(stamp_of "${sources[@]}" "$lib/stamp")
    if [ -x "$bin/$t" ] && [ -f "$bin/$t.stamp" ] && [ "$(cat "$bin/$t.stamp")" = "$stamp" ]; then return 0; fi
    echo "fuzz.sh: building $t" >&2
    local module
    module=Fuzz$(echo "$t" | sed -E 's/(^|-)([a-z])/\U\2/g')
    # libFuzzer's comparison tracing (trace-cmp, part of -sanitize=fuzzer) turns the CLI's
    # 64 KiB buffer fill per read into a traced loop that took three quarters of the time:
    # batch-reader is compiled with edge coverage only, then linked with libFuzzer.
    local coverage=("${sanitize[@]}")
    [ "$t" = batch-reader ] && coverage=(-sanitize=address -sanitize-coverage=edge,inline-8bit-counters,pc-table)
    swiftc -module-name "$module" -parse-as-library -wmo "$swift_opt" -g "${coverage[@]}" \
        -I "$lib" -I "$lib/modules" -c "${sources[@]}" -o "$bin/$t.o"
    swiftc "${sanitize[@]}" "$bin/$t.o" "$lib/ICU.o" "$lib"/bridge/*.o \
        $(pkg-config --libs icu-i18n) -lstdc++ -use-ld=lld -o "$bin/$t"
    rm -f "$bin/$t.o"
    echo "$stamp" > "$bin/$t.stamp"
}

build_all() {
    command -v swiftc >/dev/null || die "swiftc not found"
    pkg-config --exists icu-i18n || die "ICU not found: apt-get install -y libicu-dev pkg-config"
    # Two runs started together (one per core) build once.
    mkdir -p "$build"
    exec 9> "$build/.lock"
    flock 9
    build_library
    local t
    for t in "$@"; do build_target "$t"; done
    flock -u 9
}

# The starting inputs: one file per line of Fuzz/inputs/TARGET.tsv ("HEX-HEADER<TAB>TEXT",
# TEXT with printf escapes), written into .build/inputs/TARGET.
make_inputs() {
    local t=$1 out=$build/inputs/$1 header text n=0
    rm -rf "$out"; mkdir -p "$out"
    local line
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in '#'*|'') continue ;; esac
        header=${line%%$'\t'*}
        text=${line#*$'\t'}
        n=$((n + 1))
        { printf '%b' "$(echo "$header" | sed -E 's/(..)/\\x\1/g')"; printf '%b' "$text"; } > "$out/seed-$(printf %04d $n)"
    done < "$fuzz_dir/inputs/$t.tsv"
}

fuzz_env() {
    # The Swift backtracer makes a crash under ASan hang instead of writing its crash file.
    export SWIFT_BACKTRACE=enable=no
    # Leak checks are off: the formats the targets and the pool cache grow the heap on
    # purpose, and checking for leaks after such inputs cuts the speed twentyfold.
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:handle_abort=1}
}

run_target() {
    local t=$1; shift
    local artifacts=$build/artifacts/$t/ corpus=$build/corpus/$t log=$build/logs/$t-$(date +%Y%m%d-%H%M%S).log
    mkdir -p "$artifacts" "$corpus" "$(dirname "$log")"
    make_inputs "$t"
    echo "fuzz.sh: fuzzing $t ($*)" >&2
    local dirs=("$corpus" "$build/inputs/$t")
    [ -d "$fuzz_dir/regressions/$t" ] && dirs+=("$fuzz_dir/regressions/$t")
    local status=0 dict=()
    [ -n "$(dictionary "$t")" ] && dict=(-dict="$fuzz_dir/dictionaries/$(dictionary "$t").dict")
    nice -n "${FUZZ_NICE:-10}" "$build/bin/$t" "${dict[@]}" \
        -max_len="$(max_len "$t")" -timeout="$(input_timeout "$t")" -rss_limit_mb="$(rss_limit "$t")" -print_final_stats=1 \
        -artifact_prefix="$artifacts" "$@" "${dirs[@]}" \
        > "$log" 2>&1 || status=$?
    local execs rate
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    grep -E '^known defect skipped' "$log" >&2 || true
    if [ "$status" -ne 0 ]; then
        echo "fuzz.sh: $t FAILED (exit $status) after ${execs:-?} inputs; log $log" >&2
        grep -E 'PROPERTY FAILURE|ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)|SUMMARY|Test unit written' "$log" | head -n 8 >&2 || true
        return 1
    fi
    echo "fuzz.sh: $t ok: ${execs:-?} inputs, ${rate:-?}/s; log $log" >&2
}

command=${1:-}
[ -n "$command" ] && shift
case $command in
    list)
        printf '%s\n' "${targets[@]}" ;;
    build)
        [ $# -gt 0 ] || set -- "${targets[@]}"
        for t in "$@"; do is_target "$t" || die "unknown target $t"; done
        build_all "$@" ;;
    run)
        limit=(-max_total_time=60)
        selected=()
        while [ $# -gt 0 ]; do
            case $1 in
                --time) limit=(-max_total_time="$2"); shift 2 ;;
                --runs) limit=(-runs="$2"); shift 2 ;;
                --) shift; break ;;
                *) is_target "$1" || die "unknown target $1"; selected+=("$1"); shift ;;
            esac
        done
        [ ${#selected[@]} -gt 0 ] || selected=("${targets[@]}")
        build_all "${selected[@]}"
        fuzz_env
        failed=()
        for t in "${selected[@]}"; do run_target "$t" "${limit[@]}" "$@" || failed+=("$t"); done
        if [ ${#failed[@]} -gt 0 ]; then
            echo "fuzz.sh: findings in: ${failed[*]} (artifacts in $build/artifacts)" >&2
            exit 1
        fi ;;
    repro)
        [ $# -ge 2 ] || die "usage: fuzz.sh repro TARGET FILE..."
        t=$1; shift
        is_target "$t" || die "unknown target $t"
        build_all "$t"
        fuzz_env
        FUZZ_VERBOSE=1 "$build/bin/$t" -timeout="$(input_timeout "$t")" -rss_limit_mb="$(rss_limit "$t")" "$@" ;;
    *)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
        [ -z "$command" ] || [ "$command" = help ] || exit 2 ;;
esac
