package com.example.ui.internal

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

@Composable
fun StatusDot(enabled: Boolean = true) {
    val alpha = if (enabled) ContentAlphaFull else ContentAlphaMuted
    Box(
        Modifier
            .size(10.dp)
            .background(Color(0xFF1E7F4F).copy(alpha = alpha), CircleShape)
            .border(Hairline.dp, Color(0xFF0B3D26), CircleShape)
    )
}
