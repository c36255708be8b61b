package x

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A menu row whose leading icon is the caller's: the row sizes it and gives it its tint. */
@Composable
fun MenuRow(label: String, leadingIcon: @Composable () -> Unit, enabled: Boolean = true) {
    val tint = if (enabled) Color(0xFF2563EB) else Color(0xFF9CA3AF)
    Row {
        Box(Modifier.size(18.dp)) {
            CompositionLocalProvider(LocalContentColor provides tint, content = leadingIcon)
        }
        Text(label)
    }
}
