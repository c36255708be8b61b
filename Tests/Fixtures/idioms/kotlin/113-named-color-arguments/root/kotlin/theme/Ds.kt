package com.example.ds.theme

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf

internal val LocalPalette = staticCompositionLocalOf<Palette> { error("No Palette provided") }

object Ds {
    val colors: Palette
        @Composable
        @ReadOnlyComposable
        get() = LocalPalette.current
}
