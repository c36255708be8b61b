package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** One dot per page of a carousel; the current page's dot is dark. */
@Composable
fun PageDots(pages: Int, current: Int, modifier: Modifier = Modifier) {
    Row(modifier, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        for (page in 1..pages) {
            val dot = if (page == current) Color(0xFF202124) else Color(0xFFDADCE0)
            Box(Modifier.size(8.dp).background(dot, CircleShape))
        }
    }
}
