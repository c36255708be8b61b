/// Material 3 declarations a Compose component leans on without defining them, written as
/// Compose declares them and lowered like a helper file after the project's own (a project
/// declaration of the same name wins): the default paddings and sizes of `ButtonDefaults`, and
/// `contentColorFor`, the color drawn on each color-scheme role. Values of
/// androidx.compose.material3 `ButtonDefaults` (ButtonHorizontalPadding 24.dp,
/// ButtonVerticalPadding 8.dp, ButtonWithIconHorizontalStartPadding 16.dp,
/// TextButtonHorizontalPadding 12.dp, MinWidth 58.dp, MinHeight 40.dp, IconSize 18.dp,
/// IconSpacing 8.dp; the button specs at https://m3.material.io/components/buttons/specs give
/// the same 24 dp padding and 40 dp height) and of `ColorScheme.contentColorFor`;
/// `LocalAbsoluteTonalElevation` is `compositionLocalOf { 0.dp }` in androidx.compose.material3.
enum MaterialPrelude {
    /// The path facts read from these declarations are located at.
    static let path = "(parity built-in) material3.kt"

    static let kotlin = """
    object ButtonDefaults {
        val ContentPadding = PaddingValues(start = 24.dp, top = 8.dp, end = 24.dp, bottom = 8.dp)
        val ButtonWithIconContentPadding = PaddingValues(start = 16.dp, top = 8.dp, end = 24.dp, bottom = 8.dp)
        val TextButtonContentPadding = PaddingValues(start = 12.dp, top = 8.dp, end = 12.dp, bottom = 8.dp)
        val MinWidth = 58.dp
        val MinHeight = 40.dp
        val IconSize = 18.dp
        val IconSpacing = 8.dp
    }

    fun contentColorFor(backgroundColor: Color): Color = when (backgroundColor) {
        MaterialTheme.colorScheme.primary -> MaterialTheme.colorScheme.onPrimary
        MaterialTheme.colorScheme.secondary -> MaterialTheme.colorScheme.onSecondary
        MaterialTheme.colorScheme.tertiary -> MaterialTheme.colorScheme.onTertiary
        MaterialTheme.colorScheme.background -> MaterialTheme.colorScheme.onBackground
        MaterialTheme.colorScheme.error -> MaterialTheme.colorScheme.onError
        MaterialTheme.colorScheme.primaryContainer -> MaterialTheme.colorScheme.onPrimaryContainer
        MaterialTheme.colorScheme.secondaryContainer -> MaterialTheme.colorScheme.onSecondaryContainer
        MaterialTheme.colorScheme.tertiaryContainer -> MaterialTheme.colorScheme.onTertiaryContainer
        MaterialTheme.colorScheme.errorContainer -> MaterialTheme.colorScheme.onErrorContainer
        MaterialTheme.colorScheme.inverseSurface -> MaterialTheme.colorScheme.inverseOnSurface
        MaterialTheme.colorScheme.surface -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceVariant -> MaterialTheme.colorScheme.onSurfaceVariant
        MaterialTheme.colorScheme.surfaceBright -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceDim -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainer -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainerHigh -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainerHighest -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainerLow -> MaterialTheme.colorScheme.onSurface
        MaterialTheme.colorScheme.surfaceContainerLowest -> MaterialTheme.colorScheme.onSurface
        else -> LocalContentColor.current
    }

    val LocalAbsoluteTonalElevation = compositionLocalOf { 0.dp }
    """
}
