#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets against the library's sources
# (AddressSanitizer, libFuzzer coverage), runs them, and reproduces crash files.
#
#   Fuzz/fuzz.sh build [TARGET...]                 build (all targets by default)
#   Fuzz/fuzz.sh run [--time S] [--runs N] [TARGET...] [-- LIBFUZZER_FLAG...]
#                                                  build, then fuzz each target in turn
#                                                  for S seconds (default 60) or N inputs;
#                                                  exit 1 when a target found anything
#   Fuzz/fuzz.sh ci [--budget S] [--base REV] [--jobs N]
#                                                  what CI runs: build, replay every target's
#                                                  starting inputs and regressions once
#                                                  (-runs=0), then fuzz for S seconds (default
#                                                  300, at most 360) on N lanes (default: the
#                                                  cores): the targets that the commits since
#                                                  REV touch first, then a daily rotation
#   Fuzz/fuzz.sh campaign [--time S] [TARGET...]   a long campaign outside CI: run, with
#                                                  S seconds a target (default 600)
#   Fuzz/fuzz.sh repro TARGET FILE...              build, run TARGET once on each FILE
#                                                  and print what the input tests
#   Fuzz/fuzz.sh list                              the targets (Targets/*.swift), their
#                                                  settings (the `// fuzz:` lines in each)
#                                                  and what each reads and checks
#
# Environment: FUZZ_BASE is ci's --base (default: the first commit within a day before HEAD's,
# one session's work); FUZZ_KNOWN_DEFECTS=check stops skipping the inputs listed in
# Targets/Support/KnownDefects.swift; FUZZ_NICE (default 10) is the nice level
# of fuzzing runs; FUZZ_OPT (default -O) the Swift optimization level.
# Needs: the Swift toolchain (its clang and sanitizer runtimes), libicu-dev, pkg-config.
set -euo pipefail

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz_dir")
build=$fuzz_dir/.build
# The targets: every Targets/TARGET.swift. A target's settings are `// fuzz:` lines in
# its leading comment, of KEY=VALUE words (defaults in `settings` below):
#   dict=NAME        Fuzz/dictionaries/NAME.dict
#   max_len=BYTES    the longest input
#   timeout=SECONDS  what one input may take
#   rss=MEGABYTES    the memory the target may hold
#   sources=A,B      more files to compile in, from the repository's root
#   coverage=edge    edge coverage only, without libFuzzer's comparison tracing
mapfile -t targets < <(find "$fuzz_dir/Targets" -maxdepth 1 -name '*.swift' -printf '%f\n' | sed 's/\.swift$//' | sort)

die() { echo "fuzz.sh: $*" >&2; exit 2; }

# The settings of target $1, one KEY=VALUE a line, defaults first.
settings() {
    printf '%s\n' dict= max_len=256 timeout=10 rss=2048 sources= coverage=full
    awk '!/^\/\//{exit} sub(/^\/\/ fuzz:/, "")' "$fuzz_dir/Targets/$1.swift" | tr -s ' \t' '\n' | sed '/^$/d'
}
# The value of setting $2 of target $1: its last word wins.
setting() {
    local value
    value=$(settings "$1" | sed -n "s/^$2=//p" | tail -n 1)
    printf '%s' "$value"
}
# What target $1 reads and checks: the first paragraph of its leading comment, which
# starts `// Target `NAME`: `, on one line without that start.
description() {
    awk '!/^\/\/ ./ || /^\/\/ fuzz:/ {exit}
         {sub(/^\/\/ (Target `[^`]*`: *)?/, ""); printf "%s%s", (NR > 1 ? " " : ""), $0}
         END {print ""}' "$fuzz_dir/Targets/$1.swift"
}
# Fails on a word that is not a known KEY=VALUE, so that a misspelt setting is not ignored,
# and on a target without its description.
check_settings() {
    local word
    head -n 1 "$fuzz_dir/Targets/$1.swift" | grep -q "^// Target \`$1\`: ." ||
        die "Targets/$1.swift: the first line is not '// Target \`$1\`: ' and what the target reads"
    while IFS= read -r word; do
        case $word in
            dict=*|max_len=[0-9]*|timeout=[0-9]*|rss=[0-9]*|sources=*|coverage=full|coverage=edge) ;;
            *) die "Targets/$1.swift: unknown setting '$word' in a '// fuzz:' line" ;;
        esac
    done < <(settings "$1")
    local dict source
    dict=$(setting "$1" dict)
    [ -z "$dict" ] || [ -f "$fuzz_dir/dictionaries/$dict.dict" ] || die "Targets/$1.swift: no dictionaries/$dict.dict"
    for source in $(setting "$1" sources | tr ',' ' '); do
        [ -f "$root/$source" ] || die "Targets/$1.swift: no $source"
    done
}
# The extra sources of target $1, as paths.
extra_sources() {
    local source
    for source in $(setting "$1" sources | tr ',' ' '); do echo "$root/$source"; done
}

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
    # Every header of include/ is the module, as SwiftPM makes it (an umbrella directory).
    printf 'module ICUBridge {\n    umbrella "%s"\n    export *\n}\n' \
        "$root/Sources/ICUBridge/include" > "$lib/modules/ICUBridge/module.modulemap"
    # -sanitize=fuzzer only instruments here: nothing is linked. -package-name as SwiftPM
    # passes one: without it, a `package` declaration is unreachable even within the module.
    swiftc -module-name ICU -package-name swift_icu -parse-as-library -wmo "$swift_opt" -g "${sanitize[@]}" \
        -I "$lib/modules" -emit-module -emit-module-path "$lib/ICU.swiftmodule" \
        -c "${swift_sources[@]}" -o "$lib/ICU.o"
    echo "$stamp" > "$lib/stamp"
}

build_target() {
    local t=$1 lib=$build/lib bin=$build/bin
    mkdir -p "$bin"
    local sources=("$fuzz_dir/Targets/$t.swift" "$fuzz_dir"/Targets/Support/*.swift)
    mapfile -t -O ${#sources[@]} sources < <(extra_sources "$t")
    local stamp
    stamp=$(stamp_of "${sources[@]}" "$lib/stamp")
    if [ -x "$bin/$t" ] && [ -f "$bin/$t.stamp" ] && [ "$(cat "$bin/$t.stamp")" = "$stamp" ]; then return 0; fi
    echo "fuzz.sh: building $t" >&2
    local module
    module=Fuzz$(echo "$t" | sed -E 's/(^|-)([a-z])/\U\2/g')
    # coverage=edge: compiled with edge coverage only, then linked with libFuzzer.
    local coverage=("${sanitize[@]}")
    [ "$(setting "$t" coverage)" = edge ] && coverage=(-sanitize=address -sanitize-coverage=edge,inline-8bit-counters,pc-table)
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
    for t in "$@"; do check_settings "$t"; build_target "$t"; done
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
    [ -n "$(setting "$t" dict)" ] && dict=(-dict="$fuzz_dir/dictionaries/$(setting "$t" dict).dict")
    nice -n "${FUZZ_NICE:-10}" "$build/bin/$t" "${dict[@]}" \
        -max_len="$(setting "$t" max_len)" -timeout="$(setting "$t" timeout)" -rss_limit_mb="$(setting "$t" rss)" -print_final_stats=1 \
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

# Runs target $1 once over its starting inputs and its regressions (-runs=0: no mutation).
replay_target() {
    local t=$1 log=$build/logs/$1-replay.log
    mkdir -p "$(dirname "$log")"
    make_inputs "$t"
    local dirs=("$build/inputs/$t")
    [ -d "$fuzz_dir/regressions/$t" ] && dirs+=("$fuzz_dir/regressions/$t")
    local status=0 count
    "$build/bin/$t" -runs=0 -max_len="$(setting "$t" max_len)" -timeout="$(setting "$t" timeout)" \
        -rss_limit_mb="$(setting "$t" rss)" "${dirs[@]}" > "$log" 2>&1 || status=$?
    count=$(find "${dirs[@]}" -type f | wc -l)
    if [ "$status" -ne 0 ]; then
        echo "fuzz.sh: $t replay FAILED (exit $status) over $count inputs; log $log" >&2
        grep -E 'PROPERTY FAILURE|ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)|SUMMARY|Running:' "$log" | head -n 8 >&2 || true
        return 1
    fi
    echo "$count"
}

# The targets the changes since $1 touch, one a line: a target's own file, starting inputs,
# regressions or dictionary, a file its `sources=` names, the shared Support files (every
# target), or a library file whose type (the file name up to `+` or `.`, less `Handle`) the
# target's source names.
touched_targets() {
    local base=$1 changed t
    changed=$(git -C "$root" diff --name-only "$base" HEAD -- Sources Fuzz 2>/dev/null) || return 0
    [ -n "$changed" ] || return 0
    local stems
    stems=$(grep -E '^Sources/.*\.swift$' <<<"$changed" | sed -E 's#^.*/##; s/[+.].*$//; s/Handle$//' | sort -u)
    for t in "${targets[@]}"; do
        if grep -qE "^Fuzz/(Targets/Support/|Targets/$t\.swift$|inputs/$t\.tsv$|regressions/$t/)" <<<"$changed" ||
           { [ -n "$(setting "$t" dict)" ] && grep -qx "Fuzz/dictionaries/$(setting "$t" dict).dict" <<<"$changed"; }; then
            echo "$t"; continue
        fi
        local source hit=0
        for source in $(setting "$t" sources | tr ',' ' '); do grep -qx "$source" <<<"$changed" && hit=1; done
        if [ "$hit" -eq 0 ] && [ -n "$stems" ]; then
            grep -qwF -f <(printf '%s\n' $stems) "$fuzz_dir/Targets/$t.swift" && hit=1
        fi
        [ "$hit" -eq 1 ] && echo "$t"
    done
}

command=${1:-}
[ -n "$command" ] && shift
case $command in
    list)
        for t in "${targets[@]}"; do
            check_settings "$t"
            printf '%-20s dict=%s max_len=%s timeout=%s rss=%s coverage=%s sources=%s\n' "$t" \
                "$(setting "$t" dict)" "$(setting "$t" max_len)" "$(setting "$t" timeout)" "$(setting "$t" rss)" \
                "$(setting "$t" coverage)" "$(setting "$t" sources)"
            description "$t" | fold -s -w 92 | sed 's/ *$//; s/^/    /'
        done ;;
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
    ci)
        budget=300
        base=${FUZZ_BASE:-}
        jobs=$(nproc 2>/dev/null || echo 1)
        while [ $# -gt 0 ]; do
            case $1 in
                --budget) budget=$2; shift 2 ;;
                --base) base=$2; shift 2 ;;
                --jobs) jobs=$2; shift 2 ;;
                *) die "usage: fuzz.sh ci [--budget SECONDS] [--base REV] [--jobs N]" ;;
            esac
        done
        [ "$budget" -le 360 ] || die "ci: the budget is at most 360 s (docs/testing.md); fuzz longer with campaign"
        [ "$jobs" -ge 1 ] || jobs=1
        if [ -z "$base" ]; then
            head_time=$(git -C "$root" log -1 --format=%ct HEAD)
            base=$(git -C "$root" rev-list -1 --before="@$((head_time - 86400))" HEAD 2>/dev/null || true)
            [ -n "$base" ] || base=$(git -C "$root" rev-list --max-parents=0 HEAD | tail -n 1)
        fi
        build_all "${targets[@]}"
        fuzz_env
        status_dir=$build/ci-status
        rm -rf "$status_dir"; mkdir -p "$status_dir"
        # Replays, on $jobs lanes: lane L takes every $jobs-th target.
        for ((lane = 0; lane < jobs; lane++)); do
            (
                for ((i = lane; i < ${#targets[@]}; i += jobs)); do
                    t=${targets[$i]}
                    if n=$(replay_target "$t"); then echo "$n" >> "$status_dir/replayed.$lane"
                    else echo "$t" >> "$status_dir/failed.$lane"; fi
                done
            ) &
        done
        wait
        replayed=$(cat "$status_dir"/replayed.* 2>/dev/null | awk '{ n += $1 } END { print n + 0 }')
        echo "fuzz.sh: replayed ${#targets[@]} targets over $replayed starting and regression inputs" >&2
        # The order: touched targets (30 s each), then the rest from a place that moves by a
        # day's worth each day (15 s each). Each of the $jobs lanes fuzzes for the budget,
        # taking the next target in that order when it is free.
        mapfile -t touched < <(touched_targets "$base")
        day=$(( $(git -C "$root" log -1 --format=%ct HEAD) / 86400 ))
        per_day=$(( budget * jobs / 15 > 0 ? budget * jobs / 15 : 1 ))
        start=$(( day * per_day % ${#targets[@]} ))
        order=("${touched[@]}")
        for ((i = 0; i < ${#targets[@]}; i++)); do
            t=${targets[$(( (start + i) % ${#targets[@]} ))]}
            printf '%s\n' "${touched[@]}" | grep -qx "$t" || order+=("$t")
        done
        echo "fuzz.sh: touched since $(git -C "$root" rev-parse --short "$base"): ${touched[*]:-none}; fuzzing $budget s on $jobs lanes" >&2
        printf '%s\n' "${order[@]}" > "$status_dir/queue"
        : > "$status_dir/taken"
        for ((lane = 0; lane < jobs; lane++)); do
            (
                left=$budget
                while [ "$left" -ge 5 ]; do
                    # The next target nobody took (a lock between the lanes).
                    t=$(flock "$status_dir/queue" sh -c 'next=$(grep -vxF -f "$1" "$2" | head -n 1); [ -n "$next" ] && echo "$next" >> "$1"; echo "$next"' \
                        sh "$status_dir/taken" "$status_dir/queue")
                    [ -n "$t" ] || break
                    slice=15
                    printf '%s\n' "${touched[@]}" | grep -qx "$t" && slice=30
                    [ "$slice" -le "$left" ] || slice=$left
                    run_target "$t" -max_total_time="$slice" || echo "$t" >> "$status_dir/failed.fuzz$lane"
                    left=$((left - slice))
                done
            ) &
        done
        wait
        mapfile -t failed < <(cat "$status_dir"/failed.* 2>/dev/null | sort -u)
        if [ ${#failed[@]} -gt 0 ]; then
            echo "fuzz.sh: findings in: ${failed[*]} (artifacts in $build/artifacts)" >&2
            exit 1
        fi
        echo "fuzz.sh: ci ok: $(wc -l < "$status_dir/taken") targets fuzzed" >&2 ;;
    campaign)
        time=600
        selected=()
        while [ $# -gt 0 ]; do
            case $1 in
                --time) time=$2; shift 2 ;;
                --) shift; break ;;
                *) is_target "$1" || die "unknown target $1"; selected+=("$1"); shift ;;
            esac
        done
        [ ${#selected[@]} -gt 0 ] || selected=("${targets[@]}")
        exec "$0" run --time "$time" "${selected[@]}" -- "$@" ;;
    repro)
        [ $# -ge 2 ] || die "usage: fuzz.sh repro TARGET FILE..."
        t=$1; shift
        is_target "$t" || die "unknown target $t"
        build_all "$t"
        fuzz_env
        FUZZ_VERBOSE=1 "$build/bin/$t" -timeout="$(setting "$t" timeout)" -rss_limit_mb="$(setting "$t" rss)" "$@" ;;
    *)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
        [ -z "$command" ] || [ "$command" = help ] || exit 2 ;;
esac
