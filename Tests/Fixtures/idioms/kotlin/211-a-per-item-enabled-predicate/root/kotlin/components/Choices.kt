package demo.choices

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A row of choices; the caller says which of them can be picked. */
@Composable
fun <T> Choices(
    items: List<T>,
    onPick: (T) -> Unit,
    isEnabled: (T) -> Boolean = { true },
) {
    Row {
        for (item in items) {
            val on = isEnabled(item)
            Box(
                Modifier
                    .clickable(enabled = on) { onPick(item) }
                    .background(if (on) Color(0xFFE8F0FE) else Color(0xFFF1F3F4))
                    .padding(horizontal = 12.dp),
            ) {
                Text(item.toString(), color = if (on) Color(0xFF1A73E8) else Color(0xFF9AA0A6))
            }
        }
    }
}
