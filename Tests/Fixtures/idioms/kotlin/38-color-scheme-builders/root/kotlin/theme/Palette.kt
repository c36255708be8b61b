package com.example.theme

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

object Palette {
    val Sky = Color(0xFF0A84FF)
    val SkyDeep = Color(0xFF0060DF)
    val Night = Color(0xFF101828)
    val Snow = Color(0xFFFFFFFF)
}

@Immutable
class ActionColors(val fill: Color, val fillPressed: Color, val onFill: Color)

@Immutable
class AppColors(val action: ActionColors, val ink: Color)

/** The light scheme, built from the palette by default parameters. */
fun lightAppColors(
    action: ActionColors = lightActionColors(),
    ink: Color = Palette.Night,
): AppColors = AppColors(action = action, ink = ink)

fun lightActionColors(
    fill: Color = Palette.Sky,
    fillPressed: Color = Palette.SkyDeep,
    onFill: Color = Palette.Snow,
): ActionColors = ActionColors(fill, fillPressed, onFill)

fun darkAppColors(): AppColors = AppColors(action = ActionColors(Palette.SkyDeep, Palette.Sky, Palette.Snow), ink = Palette.Snow)

val LocalAppColors = staticCompositionLocalOf { lightAppColors() }

object AppTheme {
    val colors: AppColors get() = LocalAppColors.current
}
