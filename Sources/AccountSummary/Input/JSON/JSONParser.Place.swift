extension JSONParser {
    /// Which path an error names: the innermost open container's, or that of the value begun
    /// in it (its latest key, or its latest element).
    enum Place {
        case container
        case currentChild
    }
}
