package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A forward button, usable while there is a page after this one. */
@Composable
fun PageFlip(page: Int, pages: Int, onNext: () -> Unit) {
    FlipButton(enabled = page in 0 until pages - 1, onClick = onNext)
}

@Composable
private fun FlipButton(enabled: Boolean, onClick: () -> Unit) {
    Box(
        Modifier
            .background(if (enabled) Color(0xFF007AFF) else Color(0xFFE5E5EA), CircleShape)
            .clickable(enabled = enabled, onClick = onClick)
            .padding(10.dp),
    ) {
        BasicText("→", style = TextStyle(fontSize = 16.sp, color = if (enabled) Color.White else Color(0xFF8E8E93)))
    }
}
