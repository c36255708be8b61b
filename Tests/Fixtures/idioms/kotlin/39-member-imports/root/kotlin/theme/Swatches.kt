package com.example.theme

import androidx.compose.ui.graphics.Color

object Swatches {
    val Brand = Color(0xFF7F56D9)
    val OnBrand = Color(0xFFFFFFFF)
}
