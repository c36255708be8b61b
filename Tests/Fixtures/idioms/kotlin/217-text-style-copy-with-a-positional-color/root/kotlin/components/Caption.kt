package com.example.kit.caption

import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.sp

private val CaptionStyle = TextStyle(fontSize = 12.sp, lineHeight = 16.sp)

/** The color is `copy`'s first parameter, given by position before the named ones. */
@Composable
fun Caption(text: String, muted: Boolean = false) {
    val ink = if (muted) Color(0xFF98A2B3) else Color(0xFF344054)
    BasicText(text, style = CaptionStyle.copy(ink, fontWeight = FontWeight.Medium, textAlign = TextAlign.End))
}
