package com.example.kit

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

@Composable
fun Gauge(level: Float, modifier: Modifier = Modifier, enabled: Boolean = true) {
    Box(
        modifier = modifier
            .fillMaxWidth()
            .height(6.dp)
            .background(Color(0xFFE5E7EB), CircleShape),
    ) {
        // Indicator
        Box(
            Modifier
                .fillMaxWidth(level)
                .fillMaxHeight()
                .background(if (enabled) Color(0xFF2563EB) else Color(0xFF9CA3AF), CircleShape),
        )
    }
}
