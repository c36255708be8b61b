package acme.theme

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color

object Palette {
    val Red600 = Color(0xFFD92D20)
    val Red400 = Color(0xFFF97066)
    val Gray900 = Color(0xFF101828)
    val Gray50 = Color(0xFFF9FAFB)
}

@Immutable
data class Roles(val danger: Color, val dangerWash: Color, val ink: Color)

/** Washes are the role color at a low alpha, written where the scheme is made. */
val LightRoles = Roles(danger = Palette.Red600, dangerWash = Palette.Red600.copy(alpha = 0.08f), ink = Palette.Gray900)
val DarkRoles = Roles(danger = Palette.Red400, dangerWash = Palette.Red400.copy(alpha = 0.16f), ink = Palette.Gray50)
