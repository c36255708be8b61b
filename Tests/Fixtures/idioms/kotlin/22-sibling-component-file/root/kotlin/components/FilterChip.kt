package demo.components

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

/** A filter chip, drawn on the shared chip surface of ChipBase.kt. */
@Composable
fun FilterChip(label: String, checked: Boolean = false) {
    ChipBase(fill = if (checked) Color(0xFF00A991) else Color(0xFFE8EDF1)) {
        Text(label, color = if (checked) Color.White else Color(0xFF252A31))
    }
}
