package com.example.tint

import androidx.compose.ui.graphics.Color

object Tint {
    val Mist = Color(0xFFEEF2FF)
    val Indigo = Color(0xFF4F46E5)
    val Rose = Color(0xFFFFE4E6)
    val Crimson = Color(0xFFE11D48)
}
