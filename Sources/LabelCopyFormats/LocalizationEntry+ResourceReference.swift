extension LocalizationEntry {
    /// True when the value is an Android resource reference (`@string/name`, `?attr/name`): no
    /// text, so no rule judges it, compares it with a translation or rewrites it.
    public var isResourceReference: Bool {
        format == .androidXML && properties[AndroidResourceReference.property] != nil
    }
}
