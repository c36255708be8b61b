package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

data class ActionItem(val title: String, val enabled: Boolean = true)

@Composable
fun ActionList(actions: List<ActionItem>, onAction: (ActionItem) -> Unit) {
    Column(Modifier.background(Color(0xFFF2F2F7)).padding(vertical = 4.dp)) {
        for (action in actions) {
            ActionRow(action.title, usable = action.enabled, onClick = { onAction(action) })
        }
        actions.forEach { action ->
            ActionRow(action.title, usable = action.enabled, onClick = { onAction(action) })
        }
    }
}

/** One row: title and chevron side by side, dimmed when it cannot be used. */
@Composable
private fun ActionRow(title: String, usable: Boolean, onClick: () -> Unit) {
    Row(Modifier.clickable(enabled = usable, onClick = onClick).padding(horizontal = 16.dp, vertical = 10.dp)) {
        BasicText(title, style = TextStyle(fontSize = 16.sp, color = if (usable) Color(0xFF000000) else Color(0xFF8E8E93)))
    }
}
