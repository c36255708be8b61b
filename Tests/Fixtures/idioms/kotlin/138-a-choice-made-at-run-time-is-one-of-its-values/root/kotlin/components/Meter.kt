package com.example.kit

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Done = Color(0xFF16A34A)
private val Going = Color(0xFF2563EB)

@Composable
fun Meter(progress: Float, modifier: Modifier = Modifier) {
    Box(modifier.fillMaxWidth().height(4.dp).background(Color(0xFFE5E7EB))) {
        // Indicator
        Box(
            Modifier
                .fillMaxWidth(progress)
                .height(4.dp)
                .background(if (progress >= 1f) Done else Going),
        )
    }
}
