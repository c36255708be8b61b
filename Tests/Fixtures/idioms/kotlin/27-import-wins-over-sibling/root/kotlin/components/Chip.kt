package demo.components

import androidx.compose.foundation.layout.Row
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Check
import androidx.compose.material3.Icon
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

/** Calls Material's Icon, which it imports: not the design system's Icon.kt of the same package. */
@Composable
fun Chip(label: String) {
    Row {
        Icon(Icons.Filled.Check, contentDescription = null, tint = Color(0xFF1B7F3B))
        Text(label, color = Color(0xFF1B7F3B))
    }
}
