package com.example.ds.components

import androidx.compose.animation.AnimatedContent
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

enum class PillTone { Neutral, Positive }

@Composable
fun StatusPill(text: String, tone: PillTone = PillTone.Neutral, modifier: Modifier = Modifier) {
    AnimatedContent(targetState = tone, modifier = modifier, label = "tone") { shown ->
        Text(
            text = text,
            color = when (shown) {
                PillTone.Neutral -> Color(0xFF49454F)
                PillTone.Positive -> Color(0xFF146C2E)
            },
            fontSize = 12.sp,
            modifier = Modifier
                .background(Color(0x14000000), RoundedCornerShape(8.dp))
                .padding(horizontal = 8.dp, vertical = 2.dp),
        )
    }
}
