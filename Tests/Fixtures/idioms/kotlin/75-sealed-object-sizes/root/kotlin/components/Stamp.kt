package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** Sizes as a sealed hierarchy of objects; the large one says its own edge. */
sealed class StampSize {
    object Compact : StampSize()
    object Large : StampSize() {
        val edge: Dp = 48.dp
    }
}

private fun StampSize.side(): Dp = when (this) {
    StampSize.Compact -> 32.dp
    StampSize.Large -> StampSize.Large.edge
}

@Composable
fun Stamp(size: StampSize = StampSize.Compact) {
    Box(Modifier.size(size.side()).background(Color(0xFF5856D6)))
}
