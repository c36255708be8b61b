package com.example.kit.theme

import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf

val LocalKitColors = staticCompositionLocalOf<KitColors> { error("KitTheme is not set up") }

object Kit {
    val colors: KitColors
        @Composable get() = LocalKitColors.current
}
