package demo.theme

import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme

/** The app's Material 3 roles, each naming a palette color. */
internal val DayScheme = lightColorScheme(
    primary = Ocean40,
    onPrimary = White,
    secondaryContainer = Mint90,
    onSecondaryContainer = Mint10,
    onSurface = Ink10,
    outline = Slate50,
)

internal val NightScheme = darkColorScheme(
    primary = Ocean80,
    onPrimary = Ocean20,
    secondaryContainer = Mint30,
    onSecondaryContainer = Mint90,
    onSurface = Ink90,
    outline = Slate60,
)
