package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

private data class TagMetrics(val horizontal: Dp, val vertical: Dp, val corner: Dp)

private fun tagMetrics(dense: Boolean): TagMetrics =
    if (dense) TagMetrics(8.dp, 4.dp, 6.dp) else TagMetrics(12.dp, 6.dp, 8.dp)

/** A filter tag; `isDense` packs it tighter for toolbars. */
@Composable
fun FilterTag(label: String, isDense: Boolean = false) {
    val metrics = tagMetrics(isDense)
    Box(
        Modifier
            .background(Color(0xFFF2F2F7), RoundedCornerShape(metrics.corner))
            .padding(horizontal = metrics.horizontal, vertical = metrics.vertical),
    ) {
        BasicText(label, style = TextStyle(fontSize = if (isDense) 12.sp else 14.sp, color = Color(0xFF1C1C1E)))
    }
}
