package com.example.kit.theme

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf

internal val LocalKitType = staticCompositionLocalOf<KitType> { error("No KitType provided") }

object Kit {
    val typography: KitType
        @Composable
        @ReadOnlyComposable
        get() = LocalKitType.current
}
