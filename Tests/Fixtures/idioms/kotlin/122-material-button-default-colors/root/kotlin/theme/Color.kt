package demo.theme

import androidx.compose.ui.graphics.Color

val Ink10 = Color(0xFF1A1C1E)
val Ink90 = Color(0xFFE2E2E6)
val Ocean40 = Color(0xFF0061A4)
val Ocean80 = Color(0xFF9ECAFF)
val Ocean20 = Color(0xFF003258)
val Mint90 = Color(0xFFCCE8E2)
val Mint30 = Color(0xFF334B47)
val Mint10 = Color(0xFF071F1C)
val Slate50 = Color(0xFF73777F)
val Slate60 = Color(0xFF8D9199)
val White = Color(0xFFFFFFFF)
