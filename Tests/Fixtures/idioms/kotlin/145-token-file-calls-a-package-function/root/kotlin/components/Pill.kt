package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.acme.ui.theme.PillColors

enum class PillTone { Neutral, Positive }

/** A rounded label tinted by its tone. */
@Composable
fun Pill(text: String, tone: PillTone = PillTone.Neutral) {
    val fill = when (tone) {
        PillTone.Neutral -> PillColors.neutral
        PillTone.Positive -> PillColors.positive
    }
    Text(text, Modifier.background(fill, CircleShape).padding(horizontal = 10.dp, vertical = 2.dp))
}
