package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

enum class InboxSize(val box: Dp, val marker: Dp) { Small(24.dp, 6.dp), Large(32.dp, 10.dp) }

/** An inbox glyph; `unread` adds a marker in its corner (off unless the caller asks). */
@Composable
fun Inbox(size: InboxSize = InboxSize.Small, unread: Boolean = false) {
    Box(Modifier.size(size.box).background(Color(0xFFE5E5EA), CircleShape)) {
        if (unread) {
            // marker
            Box(Modifier.align(Alignment.TopEnd).size(size.marker).background(Color(0xFFFF3B30), CircleShape))
        }
    }
}
