package demo.theme

import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

/** The semantic roles, filled from the palette objects for each mode. */
data class Roles(
    val fillStrong: Color,
    val onFillStrong: Color,
    val isDay: Boolean,
)

val rolesLight = Roles(
    fillStrong = LightSwatches.teal800,
    onFillStrong = LightSwatches.sand100,
    isDay = true,
)

val rolesDark = Roles(
    fillStrong = DarkSwatches.teal800,
    onFillStrong = DarkSwatches.sand100,
    isDay = false,
)

internal val LocalRoles = staticCompositionLocalOf { rolesLight }

object Studio {
    val colors: Roles
        @Composable
        get() = LocalRoles.current
}
