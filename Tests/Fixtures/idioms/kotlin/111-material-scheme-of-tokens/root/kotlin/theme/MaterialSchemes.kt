package demo.theme

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme

// Material's roles are the design system's tokens, mapped once per mode.
fun Semantic.toLightScheme(): ColorScheme = lightColorScheme(
    primary = fillAction,
    onPrimary = textOnFill,
    surface = canvas,
    onSurface = textBody,
)

fun Semantic.toDarkScheme(): ColorScheme = darkColorScheme(
    primary = fillAction,
    onPrimary = textOnFill,
    surface = canvas,
    onSurface = textBody,
)
