package com.acme.ui.components

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.width
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A design-system text: its color, unless given, is the one around it. */
@Composable
fun DsText(text: String, modifier: Modifier = Modifier, color: Color = Color.Unspecified) {
    Text(text, modifier = modifier, color = color)
}

/** A settings row: its label in the row's content color, a gap after it. */
@Composable
fun SettingRow(title: String, enabled: Boolean = true) {
    val ink = if (enabled) Color(0xFF1B1B1F) else Color(0xFFA8A8AD)
    Row {
        CompositionLocalProvider(LocalContentColor provides ink) {
            DsText(title, Modifier.weight(1f))
            Spacer(Modifier.width(16.dp))
        }
    }
}
