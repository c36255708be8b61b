package demo.theme

import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme

/** Material color schemes naming the palette's colors, not literals. */
val LightScheme = lightColorScheme(
    primary = Teal30,
    onPrimary = Sand90,
)

val DarkScheme = darkColorScheme(
    primary = Teal80,
    onPrimary = Sand10,
)
