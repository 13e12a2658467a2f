extension TimeZoneID {
    /// The host's zone, as ICU detects it anew on each call: the `TZ`
    /// environment variable when it names a zone ID ICU knows (a leading `:`
    /// dropped), else the zone `/etc/localtime` links to; UTC when `TZ` names
    /// a zone ICU does not know (ICU reports that text as the host's zone).
    ///
    /// ```swift
    /// import Glibc
    ///
    /// setenv("TZ", "Asia/Tokyo", 1)
    /// TimeZoneID.host   // Asia/Tokyo
    /// ```
    ///
    /// Each call reads `TZ` again, so a server sees a changed `TZ` at its next
    /// call; the link `/etc/localtime` is read once per process, by ICU. ICU's own
    /// default zone, which formats opened without a zone would use, is detected
    /// once and does not follow: this library always names a zone. ``current``
    /// also reads POSIX offsets (`UTC+3`) in `TZ`, and gives UTC for a `TZ`
    /// it cannot read rather than the host's zone.
    ///
    /// The corresponding C function is `ucal_getHostTimeZone`.
    public static var host: TimeZoneID {
        guard let id = try? UCal.hostTimeZone(), let zone = try? TimeZoneID(id) else { return .utc }
        return zone
    }
}
