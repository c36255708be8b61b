package com.example.kit.pill

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import com.example.kit.pill.internal.gutter
import com.example.kit.pill.internal.pillSurface

enum class PillSize { Compact, Roomy }

/** A pill whose surface and inset come from functions of the module's `internal/` file, which is no component. */
@Composable
fun Pill(
    label: String,
    size: PillSize = PillSize.Compact,
    modifier: Modifier = Modifier,
) {
    Box(
        modifier = modifier
            .pillSurface(Color(0xFF2B6CB0), edge = Color(0x332B6CB0))
            .padding(horizontal = size.gutter, vertical = 2.dp),
    ) {
        Text(text = label, color = Color.White)
    }
}
