package com.example.kit

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

enum class MonogramSize(val side: Int) { Small(24), Large(48) }

@Composable
fun Monogram(letters: String, modifier: Modifier = Modifier, size: MonogramSize = MonogramSize.Small) {
    Box(modifier.size(size.side.dp)) {
        Box(
            Modifier
                .fillMaxSize()
                .clip(RoundedCornerShape(6.dp))
                .background(Color(0xFFDBEAFE)),
            contentAlignment = Alignment.Center,
        ) {
            BasicText(letters, style = TextStyle(fontSize = 12.sp, color = Color(0xFF1E3A8A)))
        }
    }
}
