package com.example.kit.pill.internal

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import com.example.kit.pill.PillSize

internal fun Modifier.pillSurface(fill: Color, edge: Color? = null): Modifier {
    val tinted = background(fill, CircleShape)
    return if (edge == null) tinted else tinted.border(1.dp, edge, CircleShape)
}

internal val PillSize.gutter: Dp
    get() = when (this) {
        PillSize.Compact -> 8.dp
        PillSize.Roomy -> 14.dp
    }

private fun unused(): Dp = 1.dp
