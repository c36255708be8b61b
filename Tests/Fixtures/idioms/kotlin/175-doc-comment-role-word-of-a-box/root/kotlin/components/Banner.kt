package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A one-line banner with a trailing action. */
@Composable
fun Banner(message: String, action: String) {
    Row(Modifier.background(Color(0xFFF2F2F7)).padding(12.dp)) {
        BasicText(message, style = TextStyle(fontSize = 15.sp))
        BannerAction(action)
    }
}

/** The banner's text link, drawn on a tinted pill so it reads as tappable. */
@Composable
private fun BannerAction(label: String) {
    Box(Modifier.background(Color(0x1A007AFF), RoundedCornerShape(50)).padding(horizontal = 10.dp, vertical = 4.dp)) {
        BasicText(label, style = TextStyle(fontSize = 13.sp, color = Color(0xFF007AFF)))
    }
}
