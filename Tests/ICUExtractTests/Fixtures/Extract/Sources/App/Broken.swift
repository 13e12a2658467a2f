func broken( {
    let x = String(localized: "after.error", comment: "Still found")
    }}} let
