/// Reporters turn findings into output formats.
public enum Reporters {}
