package acme.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** Up to three initials in circles, then a count of the rest. */
@Composable
fun Faces(names: List<String>) {
    val shown = names.take(3)
    val rest = names.size - shown.size
    Row(horizontalArrangement = Arrangement.spacedBy(2.dp)) {
        shown.forEach { name ->
            Box(Modifier.size(28.dp).background(Color(0xFFE5E5EA), CircleShape)) {
                BasicText(name.take(1), style = TextStyle(fontSize = 12.sp, color = Color(0xFF1C1C1E)))
            }
        }
        if (rest > 0) {
            Box(Modifier.size(28.dp).background(Color(0xFF0A84FF), CircleShape)) {
                BasicText("+$rest", style = TextStyle(fontSize = 12.sp, color = Color(0xFFFFFFFF)))
            }
        }
    }
}
