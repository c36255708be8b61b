package com.example.ui

import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.unit.dp

enum class BannerKind { Info, Alert }

/** A banner whose optional leading icon is an `Image` of the `leadingIcon` painter, tinted by kind. */
@Composable
fun Banner(message: String, kind: BannerKind = BannerKind.Info, leadingIcon: Painter? = null) {
    val tint = when (kind) {
        BannerKind.Info -> Color(0xFF1E88E5)
        BannerKind.Alert -> Color(0xFFE53935)
    }
    Row {
        if (leadingIcon != null) {
            Image(
                painter = leadingIcon,
                contentDescription = null,
                modifier = Modifier.size(18.dp),
                colorFilter = ColorFilter.tint(tint),
            )
        }
        Text(message)
    }
}
