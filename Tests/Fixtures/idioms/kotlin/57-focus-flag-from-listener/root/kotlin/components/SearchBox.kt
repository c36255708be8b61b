package x

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.onFocusChanged
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A search box whose outline turns blue while it has the focus, heard through onFocusChanged. */
@Composable
fun SearchBox(modifier: Modifier = Modifier) {
    var hasFocus by remember { mutableStateOf(false) }
    val outline = if (hasFocus) Color(0xFF2563EB) else Color(0xFFD1D5DB)
    Box(
        modifier
            .onFocusChanged { hasFocus = it.isFocused }
            .border(1.dp, outline, RoundedCornerShape(8.dp)),
    )
}
