package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class Presence { Online, Busy }
enum class Tone { Plain, Loud }

private fun Presence.tint(): Color = when (this) {
    Presence.Online -> Color(0xFF34C759)
    Presence.Busy -> Color(0xFFFF3B30)
}

@Composable
fun Dot(variant: Tone = Tone.Plain, presence: Presence? = null) {
    Box(Modifier.size(20.dp)) {
        if (presence != null) {
            Box(Modifier.size(8.dp).background(presence.tint()))
        }
    }
}
