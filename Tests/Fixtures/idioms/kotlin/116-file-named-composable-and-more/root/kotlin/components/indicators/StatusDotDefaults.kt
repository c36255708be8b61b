package com.example.ds.indicators

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

@Composable
fun StatusDot(
    modifier: Modifier = Modifier,
    diameter: Dp = StatusDotDefaults.Diameter,
    color: Color = StatusDotDefaults.Online,
) {
    Box(
        modifier = modifier
            .size(diameter)
            .clip(CircleShape)
            .background(color),
    )
}

private object StatusDotDefaults {
    val Diameter = 8.dp
    val Online = Color(0xFF1A7F37)
}
