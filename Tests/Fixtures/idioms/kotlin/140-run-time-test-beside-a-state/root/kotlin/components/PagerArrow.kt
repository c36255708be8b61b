package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Icon
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.unit.dp

/** The arrow that turns a pager back one page; it greys out on the first page. */
@Composable
fun PagerArrow(icon: ImageVector, page: Int, modifier: Modifier = Modifier, enabled: Boolean = true) {
    val active = page > 0 && enabled
    Box(modifier.size(36.dp).background(if (active) Color(0xFFE8F0FE) else Color(0xFFF1F3F4), CircleShape)) {
        Icon(icon, contentDescription = null, tint = if (!active) Color(0xFF9AA0A6) else Color(0xFF1A73E8))
    }
}
