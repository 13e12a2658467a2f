/// A `.stringsdict` plural variable (`NSStringFormatSpecTypeKey` =
/// `NSStringPluralRuleType`), or the substitution of a String Catalog: the
/// forms for each CLDR plural category.
public struct PluralVariable: Sendable, Hashable {
    /// `NSStringFormatValueTypeKey`: the specifier of the variable's value
    /// without its `%` (`lu`, `d`, `f`, `.1f`), or `nil` when any number will do.
    /// An integer type refuses a floating-point argument.
    public let valueType: String?
    /// The form for each category; `other` must be among them.
    public let forms: [PluralRules.Category: String]
    /// The argument (counting from 1) the variable takes, when its source says
    /// so (a String Catalog substitution's `argNum`); otherwise the position of
    /// its `%#@name@`.
    public let argument: Int?

    /// A variable with `forms`, taking the argument that its `%#@name@` names.
    public init(valueType: String? = nil, forms: [PluralRules.Category: String], argument: Int? = nil) {
        self.valueType = valueType
        self.forms = forms
        self.argument = argument
    }
}
